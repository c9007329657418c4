/** Changing one's own password, opened from the user menu (no sidebar entry). */
export const PASSWORD_PAGE = {
  path: 'password',
  label: 'password.title',
  roles: 'authenticated',
} as const;
