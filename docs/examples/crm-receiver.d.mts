export function crmReceiver(
  secret: string,
  store: { has(id: string): Promise<boolean>; put(record: object): Promise<void> }
): (request: { text(): Promise<string>; headers: Headers }) => Promise<Response>
