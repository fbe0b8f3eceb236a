/** Who the page credits: the configured name, else OpenAI for its own API, else the server's host. */
export function providerName(configured: string | undefined, baseUrl: string | undefined): string {
  if (configured) return configured;
  if (!baseUrl) return 'OpenAI';
  const host = new URL(baseUrl).hostname;
  return host === 'openai.com' || host.endsWith('.openai.com') ? 'OpenAI' : host;
}
