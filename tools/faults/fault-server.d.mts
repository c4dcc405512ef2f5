export declare const TARGETS: readonly ['turnstile', 'crm', 'affiliate', 'cms']
export declare const FAKE_TURNSTILE_SECRET: string
export declare function startFaultServer(options?: {
  port?: number
  cmsUpstream?: string
  cmsHandler?: (request: Request) => Promise<Response>
}): Promise<{ url: string; close: () => Promise<void> }>
