import { ValidateBy } from 'class-validator';
import { COMMON_MESSAGES, isValidEmail } from '../../../domain/shared';

/** An email address by the domain's rule, with the message the web forms show for it. */
export const IsDomainEmail = () =>
  ValidateBy({
    name: 'isDomainEmail',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isValidEmail(value.trim()),
      defaultMessage: () => COMMON_MESSAGES.invalidEmail,
    },
  });
