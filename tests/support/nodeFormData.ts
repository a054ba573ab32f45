/**
 * jsdom's FormData and File cannot travel through Node's fetch (its Blob has no stream), so
 * an upload's form is copied into Node's own classes, byte for byte, and Node's FormData
 * stands in as the global while the request is sent.
 */
import { File as NodeFile } from 'node:buffer';

async function sendable(body: FormData) {
  const NodeFormData = (await new Response(new URLSearchParams()).formData())
    .constructor as typeof FormData;
  const copy = new NodeFormData();
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') copy.append(name, value);
    else {
      const bytes = await value.arrayBuffer();
      copy.append(
        name,
        new NodeFile([new Uint8Array(bytes)], value.name, { type: value.type }) as Blob,
        value.name,
      );
    }
  }
  return { copy, NodeFormData };
}

/** Sends `body` with `send`: a jsdom FormData as Node's, anything else as it is. */
export async function withNodeFormData<T>(
  body: unknown,
  send: (body: unknown) => Promise<T>,
): Promise<T> {
  if (!(body instanceof FormData)) return send(body);
  const jsdomFormData = globalThis.FormData;
  const { copy, NodeFormData } = await sendable(body);
  globalThis.FormData = NodeFormData;
  try {
    return await send(copy);
  } finally {
    globalThis.FormData = jsdomFormData;
  }
}
