export type Role = 'artist' | 'staff';

/** Who is calling, as established by an Authenticator. */
export interface Principal {
  role: Role;
  id: string;
  name?: string;
}

export type RequestWithPrincipal = import('express').Request & { principal?: Principal };
