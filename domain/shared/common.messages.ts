// Messages shared by several forms (public flow §5): they live here once.
export const COMMON_MESSAGES = {
  firstNameRequired: 'First name is required',
  surnameRequired: 'Surname is required',
  emailRequired: 'Email is required',
  invalidEmail: 'Please enter a valid email address',
  // A JSON null where the field takes none: one message, not each check the null failed.
  notNull: (field: string) => `${field} must not be null`,
} as const;
