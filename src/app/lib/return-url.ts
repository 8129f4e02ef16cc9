// Where to go after login. Only a path on this site is accepted, so a crafted link cannot send a user who has
// just signed in to another origin ("//evil.example" and "/\evil.example" are other origins to a browser).
export function safeReturnUrl(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/'
  return value
}
