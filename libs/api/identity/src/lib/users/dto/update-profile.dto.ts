import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsNotEmpty, IsObject, IsOptional, IsString, Matches, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import { PHONE_PATTERN, ValidationMessage } from '@nidra/shared/contracts';
import { OptionalNotNull, PlainName, Trim } from '@nidra/api/core';

/** The fields a person may change about themselves; anything else in the body is ignored. */
export class ProfileFieldsDto {
  @ApiPropertyOptional({ example: 'Asha' })
  @PlainName('First Name')
  @MaxLength(100, { message: 'First Name may not be greater than 100 characters.' })
  @IsString({ message: ValidationMessage.firstNameRequired })
  @IsNotEmpty({ message: ValidationMessage.firstNameRequired })
  @OptionalNotNull()
  @Trim()
  firstName?: string;

  @ApiPropertyOptional({ example: 'Rao' })
  @PlainName('Last Name')
  @MaxLength(100, { message: 'Last Name may not be greater than 100 characters.' })
  @IsString({ message: ValidationMessage.lastNameRequired })
  @IsNotEmpty({ message: ValidationMessage.lastNameRequired })
  @OptionalNotNull()
  @Trim()
  lastName?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '(987) 654-3210' })
  @Matches(PHONE_PATTERN, { message: ValidationMessage.phoneInvalid })
  @ValidateIf((_object, value) => value !== null && value !== '')
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  phoneNumber?: string | null;
}

/** `PUT /api/user` takes `{ profile: { … } }`; the fields at the top level are accepted too. */
export class UpdateProfileDto extends ProfileFieldsDto {
  @ApiPropertyOptional({ type: ProfileFieldsDto })
  @ValidateNested()
  @IsObject({ message: 'Profile must be an object.' })
  @Type(() => ProfileFieldsDto)
  @IsOptional()
  profile?: ProfileFieldsDto;
}
