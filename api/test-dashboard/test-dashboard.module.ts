import { Module } from '@nestjs/common';
import { TestDashboardController } from './test-dashboard.controller';

@Module({ controllers: [TestDashboardController] })
export class TestDashboardModule {}
