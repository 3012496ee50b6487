/** (ours) The mail a staff member gets when a submission is assigned to them. */
export const ASSIGNMENT_MAIL = {
  subject: (title: string) => `Assigned to you: ${title}`,
} as const;
