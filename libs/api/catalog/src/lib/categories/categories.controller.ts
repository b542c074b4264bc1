import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, ErrorBody, IdParam, Public, Roles, type AuthenticatedUser } from '@nidra/api/core';
import { CategoryMessage, Role } from '@nidra/shared/contracts';
import { CategoriesService } from './categories.service';
import { toCategoryDto } from './category.mapper';
import {
  CategoryActiveDto,
  CategoryChangedBody,
  CategoryEnvelope,
  CategoryFieldsDto,
  CategoryListBody,
  UpdateCategoryDto,
} from './dto/category.dto';

@ApiTags('category')
@Controller('category')
@ApiNotFoundResponse({ type: ErrorBody })
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get('list')
  @Public()
  @ApiOperation({ summary: 'Active categories, by name (the shop menu)' })
  @ApiOkResponse({ type: CategoryListBody })
  async listActive() {
    return { categories: (await this.categories.list(undefined, true)).map((c) => toCategoryDto(c)) };
  }

  @Get()
  @Public()
  @ApiOperation({ summary: 'Every category for administrators, the active ones for everyone else' })
  @ApiOkResponse({ type: CategoryListBody })
  async list(@CurrentUser() caller?: AuthenticatedUser) {
    return { categories: (await this.categories.list(caller)).map((c) => toCategoryDto(c)) };
  }

  @Get(':id')
  @Public()
  @ApiOperation({ summary: 'One category with its product ids (inactive ones for administrators only)' })
  @ApiOkResponse({ type: CategoryEnvelope })
  async get(@Param('id', IdParam()) id: string, @CurrentUser() caller?: AuthenticatedUser) {
    return { category: toCategoryDto(await this.categories.get(id, caller), true) };
  }

  @Post('add')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Add a category of products' })
  @ApiCreatedResponse({ type: CategoryChangedBody })
  @ApiBadRequestResponse({ type: ErrorBody })
  async add(@Body() body: CategoryFieldsDto) {
    const category = await this.categories.add(body);
    return { success: true, message: CategoryMessage.added, category: toCategoryDto(category, true) };
  }

  @Put(':id')
  @Roles(Role.Admin)
  @ApiOperation({ summary: "Change a category's name, description or products" })
  @ApiOkResponse({ type: CategoryChangedBody })
  @ApiBadRequestResponse({ type: ErrorBody })
  async update(@Param('id', IdParam()) id: string, @Body() body: UpdateCategoryDto) {
    const category = await this.categories.update(id, body.category);
    return { success: true, message: CategoryMessage.updated, category: toCategoryDto(category, true) };
  }

  @Put(':id/active')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Enable or disable a category (disabling disables its products)' })
  @ApiOkResponse({ type: CategoryChangedBody })
  async setActive(@Param('id', IdParam()) id: string, @Body() body: CategoryActiveDto) {
    const category = await this.categories.setActive(id, body.category.isActive);
    return { success: true, message: CategoryMessage.updated, category: toCategoryDto(category, true) };
  }

  @Delete('delete/:id')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Delete a category (its products stay)' })
  @ApiOkResponse({ type: CategoryChangedBody })
  async remove(@Param('id', IdParam()) id: string) {
    const category = await this.categories.remove(id);
    return { success: true, message: CategoryMessage.deleted, category: toCategoryDto(category) };
  }
}
