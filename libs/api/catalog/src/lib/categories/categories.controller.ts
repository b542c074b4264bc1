import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, ErrorBody, IdParam, Public, Roles, wire, type AuthenticatedUser } from '@nidra/api/core';
import {
  CategoryMessage,
  Role,
  type CategoryChangedResponse,
  type CategoryListResponse,
  type CategoryResponse,
} from '@nidra/shared/contracts';
import { CategoriesService } from './categories.service';
import { toCategoryDto } from './category.mapper';
import { CategoryActiveDto, CategoryFieldsDto, UpdateCategoryDto } from './dto/category.dto';

@ApiTags('category')
@Controller('category')
@ApiNotFoundResponse({ type: ErrorBody })
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get('list')
  @Public()
  @ApiOperation({ summary: 'Active categories, by name (the shop menu)' })
  @ApiOkResponse(wire('CategoryListResponse'))
  async listActive(): Promise<CategoryListResponse> {
    return { categories: (await this.categories.list(undefined, true)).map((c) => toCategoryDto(c)) };
  }

  @Get()
  @Public()
  @ApiOperation({ summary: 'Every category for administrators, the active ones for everyone else' })
  @ApiOkResponse(wire('CategoryListResponse'))
  async list(@CurrentUser() caller?: AuthenticatedUser): Promise<CategoryListResponse> {
    return { categories: (await this.categories.list(caller)).map((c) => toCategoryDto(c)) };
  }

  @Get(':id')
  @Public()
  @ApiOperation({ summary: 'One category with its product ids (inactive ones for administrators only)' })
  @ApiOkResponse(wire('CategoryResponse'))
  async get(@Param('id', IdParam()) id: string, @CurrentUser() caller?: AuthenticatedUser): Promise<CategoryResponse> {
    return { category: toCategoryDto(await this.categories.get(id, caller), true) };
  }

  @Post('add')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Add a category of products' })
  @ApiCreatedResponse(wire('CategoryChangedResponse'))
  @ApiBadRequestResponse({ type: ErrorBody })
  async add(@Body() body: CategoryFieldsDto): Promise<CategoryChangedResponse> {
    const category = await this.categories.add(body);
    return { success: true, message: CategoryMessage.added, category: toCategoryDto(category, true) };
  }

  @Put(':id')
  @Roles(Role.Admin)
  @ApiOperation({ summary: "Change a category's name, description or products" })
  @ApiOkResponse(wire('CategoryChangedResponse'))
  @ApiBadRequestResponse({ type: ErrorBody })
  async update(@Param('id', IdParam()) id: string, @Body() body: UpdateCategoryDto): Promise<CategoryChangedResponse> {
    const category = await this.categories.update(id, body.category);
    return { success: true, message: CategoryMessage.updated, category: toCategoryDto(category, true) };
  }

  @Put(':id/active')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Enable or disable a category (disabling disables its products)' })
  @ApiOkResponse(wire('CategoryChangedResponse'))
  async setActive(@Param('id', IdParam()) id: string, @Body() body: CategoryActiveDto): Promise<CategoryChangedResponse> {
    const category = await this.categories.setActive(id, body.category.isActive);
    return { success: true, message: CategoryMessage.updated, category: toCategoryDto(category, true) };
  }

  @Delete('delete/:id')
  @Roles(Role.Admin)
  @ApiOperation({ summary: 'Delete a category (its products stay)' })
  @ApiOkResponse(wire('CategoryChangedResponse'))
  async remove(@Param('id', IdParam()) id: string): Promise<CategoryChangedResponse> {
    const category = await this.categories.remove(id);
    return { success: true, message: CategoryMessage.deleted, category: toCategoryDto(category) };
  }
}
