import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards, type CanActivate, type INestApplication } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { CurrentUser, PublicRead, type AuthenticatedUser } from '@nidra/api/core';
import { PublicReads, type PublicReadsOptions } from './public-reads';

class Always implements CanActivate {
  canActivate() {
    return true;
  }
}

@Controller('things')
class FitController {
  @Get('item/:slug')
  @PublicRead()
  item(@Param('slug') slug: string, @CurrentUser() _caller?: AuthenticatedUser) {
    return Promise.resolve({ slug });
  }
}

@Controller('things')
class WithQueryController {
  @Get('item/:slug')
  @PublicRead()
  item(@Param('slug') slug: string, @Query('page') page?: string) {
    return Promise.resolve({ slug, page });
  }
}

@Controller('things')
class GuardedController {
  @Get('item/:slug')
  @PublicRead()
  @UseGuards(Always)
  item(@Param('slug') slug: string) {
    return Promise.resolve({ slug });
  }
}

@Controller('things')
class TwoParamsController {
  @Get(':kind/:slug')
  @PublicRead()
  item(@Param('slug') slug: string) {
    return Promise.resolve({ slug });
  }
}

class Filters {
  page?: number;
}

@Controller('things')
class FitPostController {
  @Post('list')
  @HttpCode(200)
  @PublicRead()
  list(@Body() filters: Filters, @CurrentUser() _caller?: AuthenticatedUser) {
    return Promise.resolve(filters);
  }
}

@Controller('things')
class BodyFieldController {
  @Post('list')
  @PublicRead()
  list(@Body('page') page: number) {
    return Promise.resolve({ page });
  }
}

@Controller('things')
class UntypedBodyController {
  @Post('list')
  @PublicRead()
  list(@Body() filters: Record<string, unknown>) {
    return Promise.resolve(filters);
  }
}

@Controller('things')
class PostWithParamController {
  @Post('list/:kind')
  @PublicRead()
  list(@Body() filters: Filters) {
    return Promise.resolve(filters);
  }
}

async function startWith(controller: new () => unknown): Promise<PublicReads> {
  const app = await Test.createTestingModule({ imports: [DiscoveryModule], controllers: [controller] }).compile();
  const reads = new PublicReads();
  reads.start(app as unknown as INestApplication, 'api', {} as PublicReadsOptions);
  return reads;
}

describe('PublicReads.start', () => {
  it('finds a public read by the method and path Fastify matches it with', async () => {
    expect((await startWith(FitController)).routes()).toEqual([{ method: 'GET', url: '/api/things/item/:slug' }]);
    expect((await startWith(FitPostController)).routes()).toEqual([{ method: 'POST', url: '/api/things/list' }]);
  });

  it('refuses to start with a public read that takes other input, has guards of its own or a path of two parameters', async () => {
    await expect(startWith(WithQueryController)).rejects.toThrow('takes more than its path parameter and the caller');
    await expect(startWith(GuardedController)).rejects.toThrow('has guards, interceptors or pipes of its own');
    await expect(startWith(TwoParamsController)).rejects.toThrow('is neither a GET whose path ends in its one parameter nor a POST');
  });

  it('refuses a POST that takes a part of its body, a body without a class to validate it by, or a path parameter', async () => {
    await expect(startWith(BodyFieldController)).rejects.toThrow('takes more than its body (declared as a class) and the caller');
    await expect(startWith(UntypedBodyController)).rejects.toThrow('takes more than its body (declared as a class) and the caller');
    await expect(startWith(PostWithParamController)).rejects.toThrow('is neither a GET whose path ends in its one parameter nor a POST');
  });
});
