import { Module } from '@nestjs/common';
import { withPorts } from '../infrastructure/with-ports';
import { FULL_SUBMISSION_TEST, FULL_TEST_PORTS, type FullSubmissionTest, runFullSubmissionTest } from './full-submission-test';
import { TestDashboardController } from './test-dashboard.controller';

@Module({
  controllers: [TestDashboardController],
  providers: [
    withPorts(
      FULL_SUBMISSION_TEST,
      FULL_TEST_PORTS,
      (p): FullSubmissionTest =>
        (artist) =>
          runFullSubmissionTest(p, artist),
    ),
  ],
})
export class TestDashboardModule {}
