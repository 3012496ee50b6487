import 'reflect-metadata';
import { AppError } from '../../../application/errors/app-error';
import { createValidationPipe } from '../../../api/common/http/validation.pipe';
import { CorrectIdentifiersDto } from '../../../api/review-desk/release-identifiers.dto';

describe('the API validation pipe', () => {
  it('names each field once per distinct message, however many checks failed with it', async () => {
    const refusal: unknown = await createValidationPipe()
      .transform({ tracks: [{ isrc: 'GBA1B2600001' }] }, { type: 'body', metatype: CorrectIdentifiersDto })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).details).toEqual([{ field: 'tracks.0.position', message: 'position must be a track position' }]);
    expect((refusal as AppError).message).toBe('position must be a track position');
  });
});
