import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@nidra/api/core';
import { securityHeaders } from './create-app';

const options = { dataDir: '/tmp/nidra-data', devJwtSecret: () => 'dev-secret' };

function scriptSources(webRoot?: string): string[] {
  const config = { ...loadConfig({}, options), webRoot };
  const policy = securityHeaders(config)?.contentSecurityPolicy;
  if (!policy || typeof policy !== 'object') throw new Error('No content security policy');
  return policy.directives?.['scriptSrc'] as string[];
}

describe('security headers', () => {
  it("allows the scripts index.html holds inline by their hash, and no other inline script", () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'nidra-web-'));
    const inline = "document.documentElement.classList.add('deep-link')";
    writeFileSync(join(webRoot, 'index.html'), `<html><head><script>${inline}</script><script type="module" src="/assets/a.js"></script></head></html>`);
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(scriptSources(webRoot)).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('allows only its own files when there is no built web app', () => {
    expect(scriptSources(undefined)).toEqual(["'self'"]);
    expect(scriptSources(mkdtempSync(join(tmpdir(), 'nidra-web-')))).toEqual(["'self'"]);
  });
});
