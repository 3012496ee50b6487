// Messages shared by several forms (public flow §5): they live here once.
export const COMMON_MESSAGES = {
  firstNameRequired: 'First name is required',
  surnameRequired: 'Surname is required',
  emailRequired: 'Email is required',
  invalidEmail: 'Please enter a valid email address',
} as const;
