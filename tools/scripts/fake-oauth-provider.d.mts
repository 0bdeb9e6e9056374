export interface FakeOAuthProvider {
  url: string;
  readonly issued: number;
  close(): Promise<void>;
}

export function startFakeOAuthProvider(options?: {
  port?: number;
  clients?: Partial<Record<'google' | 'facebook', { id: string; secret: string }>>;
  defaultEmail?: string;
}): Promise<FakeOAuthProvider>;
