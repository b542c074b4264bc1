import { execFile } from 'node:child_process';

/** The text of a PDF, read by pdf.js in a Node process of its own (it loads its worker as an ES module, which Jest cannot). */
export function pdfText(pdf: Buffer): Promise<string> {
  const script = `const { PDFParse } = require('pdf-parse');
    const chunks = [];
    process.stdin.on('data', (chunk) => chunks.push(chunk)).on('end', async () => {
      const parser = new PDFParse({ data: Buffer.concat(chunks) });
      process.stdout.write((await parser.getText()).text);
      await parser.destroy();
    });`;
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['-e', script], { cwd: process.cwd(), maxBuffer: 10 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });
}
