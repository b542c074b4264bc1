import { Global, Module } from '@nestjs/common';
import { ImageStore } from './image-store';

@Global()
@Module({ providers: [ImageStore], exports: [ImageStore] })
export class StorageModule {}
