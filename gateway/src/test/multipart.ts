// A GraphQL multipart request (the spec graphql-upload implements), as the browser client sends feedback.
export async function sendMultipart(
  gatewayUrl: string,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, { bytes: Uint8Array; name: string; type: string }>,
  token?: string,
): Promise<{
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  const map: Record<string, string[]> = {};
  Object.keys(files).forEach((path, index) => (map[String(index)] = [path]));
  form.append('map', JSON.stringify(map));
  Object.values(files).forEach((file, index) => form.append(String(index), new Blob([file.bytes], { type: file.type }), file.name));
  const res = await fetch(`${gatewayUrl}graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as never };
}

export const pngBytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
export const gifBytes = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');
