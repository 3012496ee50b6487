import { applyDecorators, HttpCode, Post } from '@nestjs/common';
import { Roles } from './access/access.decorators';
import { ApiStaffOnly } from './http/api-error-responses.decorator';

/** A POST that acts on something and answers 200 with the outcome (Nest answers a POST with 201 unless told). */
export const PostAction = (path?: string): MethodDecorator => applyDecorators(path === undefined ? Post() : Post(path), HttpCode(200));

/** One route of an otherwise open controller for signed-in staff only, and documented so. */
export const StaffRoute = (): MethodDecorator => applyDecorators(Roles('staff'), ApiStaffOnly());
