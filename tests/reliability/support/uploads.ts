// Multipart bodies for the upload route, written by hand so a test controls every byte (file
// name, declared type, content), and a small real picture made with sharp.
import sharp from 'sharp';

export type FilePart = { filename: string; type: string; data: Uint8Array };

export function multipartBody(file: FilePart, fields: Record<string, string> = {}) {
  const boundary = `----reliability${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    Buffer.from(file.data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { raw: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function smallJpeg(width = 32, height = 24): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 190, g: 110, b: 40 } } })
    .jpeg()
    .toBuffer();
}
