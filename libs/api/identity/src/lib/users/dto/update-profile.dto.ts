import { Transform, Type } from 'class-transformer';
import { IsNotEmpty, IsObject, IsOptional, IsString, Matches, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import { PHONE_PATTERN, ValidationMessage, type ProfileFields, type UpdateProfileRequest } from '@nidra/shared/contracts';
import { OptionalNotNull, PlainName, Trim, WireSchema } from '@nidra/api/core';

/** The fields a person may change about themselves; anything else in the body is ignored. */
export class ProfileFieldsDto implements ProfileFields {
  @PlainName('First Name')
  @MaxLength(100, { message: 'First Name may not be greater than 100 characters.' })
  @IsString({ message: ValidationMessage.firstNameRequired })
  @IsNotEmpty({ message: ValidationMessage.firstNameRequired })
  @OptionalNotNull()
  @Trim()
  firstName?: string;

  @PlainName('Last Name')
  @MaxLength(100, { message: 'Last Name may not be greater than 100 characters.' })
  @IsString({ message: ValidationMessage.lastNameRequired })
  @IsNotEmpty({ message: ValidationMessage.lastNameRequired })
  @OptionalNotNull()
  @Trim()
  lastName?: string;

  @Matches(PHONE_PATTERN, { message: ValidationMessage.phoneInvalid })
  @ValidateIf((_object, value) => value !== null && value !== '')
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  phoneNumber?: string | null;
}

/** `PUT /api/user` takes `{ profile: { … } }`; the fields at the top level are accepted too. */
@WireSchema('UpdateProfileRequest')
export class UpdateProfileDto extends ProfileFieldsDto implements UpdateProfileRequest {
  @ValidateNested()
  @IsObject({ message: 'Profile must be an object.' })
  @Type(() => ProfileFieldsDto)
  @IsOptional()
  profile?: ProfileFieldsDto;
}
