import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import type { StaffCatalogueQuery } from '../../contracts';
import { CATALOGUE_PAGE_MAX } from '../../domain/label-catalogue';
import { QueryInt, QueryText } from '../common/http/query-fields';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export class StaffCatalogueQueryDto implements StaffCatalogueQuery {
  @QueryText(100, 'Stages, comma-separated: approved, delivered, live (all when absent)') stage?: string;
  @QueryText(100, 'Text on artist name, artist ID, release title, UPC and ISRC') q?: string;

  @ApiPropertyOptional({ description: 'Release date on or after (YYYY-MM-DD)' })
  @IsOptional()
  @Matches(DAY, { message: 'releaseFrom must be a date like 2030-01-31' })
  releaseFrom?: string;

  @ApiPropertyOptional({ description: 'Release date on or before (YYYY-MM-DD)' })
  @IsOptional()
  @Matches(DAY, { message: 'releaseTo must be a date like 2030-01-31' })
  releaseTo?: string;

  @QueryInt(1, CATALOGUE_PAGE_MAX, `At most this many releases (default and most ${CATALOGUE_PAGE_MAX})`) limit?: number;
}
