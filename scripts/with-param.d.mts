export function withParam(path: string, name: string, value: string | number): string
