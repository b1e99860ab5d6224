import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSite, openChannel, raw, type Started, startFake } from './helpers.ts';

// The security rows of /work/shared/reference/bad-inputs.md, against the real server over real HTTP.
let s: Started;
let port: number;
beforeAll(async () => {
  s = await startFake(undefined, { watch: false });
  port = s.server.port;
});
afterAll(async () => {
  await s.stop();
});

const NEVER = ['root:x:', 'SECRET=1', '[core]', 'openapi: 3.1.0', '"openapi"', '"navigation"'];
function expectNoSecret(body: string) {
  for (const n of NEVER) expect(body).not.toContain(n);
}

describe('bad-inputs row 70: traversal and malformed paths', () => {
  const paths = [
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/%2e%2e%2f%2e%2e%2fetc/passwd',
    '/..%5c..%5cetc%5cpasswd',
    '/..\\..\\etc\\passwd',
    '//etc/passwd',
    '/guide//index.html',
    '/a%00.html',
    '/%00',
    '/%E0%A4%A',
    '/%',
    '/guide/%2e%2e/.env',
    '/.env/.',
    '/guide/./index.html',
  ];
  for (const path of paths) {
    it(`row 70: ${JSON.stringify(path)} gives 400 or 404 and no file`, async () => {
      const res = await raw(port, path);
      expect([400, 404]).toContain(res.status);
      expectNoSecret(res.body);
    });
  }

  it('row 70: the server stays up after every hostile path', async () => {
    const res = await raw(port, '/guide');
    expect(res.status).toBe(200);
    expect(res.body).toContain('First version.');
  });

  it('row 70: an absolute-form request target is refused', async () => {
    const res = await raw(port, 'http://127.0.0.1/etc/passwd');
    expect(res.status).toBe(400);
  });
});

describe('bad-inputs row 71: only generated artifacts are served', () => {
  for (const path of [
    '/docs.json',
    '/.env',
    '/.git/config',
    '/node_modules/chokidar/package.json',
    '/guide.mdx',
    '/index.mdx',
    '/openapi.yaml',
    '/spec.json',
  ]) {
    it(`row 71: ${path} → 404`, async () => {
      const res = await raw(port, path);
      expect(res.status).toBe(404);
      expectNoSecret(res.body);
    });
  }

  it('row 71: generated pages, their Markdown copies and the 404 page are served with the right types', async () => {
    const page = await raw(port, '/guide');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const index = await raw(port, '/guide/index.html');
    expect(index.status).toBe(200);
    const md = await raw(port, '/guide.md');
    expect(md.status).toBe(200);
    expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(md.body).toBe('# Guide\n\nFirst version.\n');
    const home = await raw(port, '/');
    expect(home.body).toContain('Welcome home.');
    const missing = await raw(port, '/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Fixture: page not found');
    const head = await raw(port, '/guide', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    const post = await raw(port, '/guide', {}, 'POST');
    expect(post.status).toBe(405);
  });
});

describe('bad-inputs row 72: Host header (DNS rebinding)', () => {
  for (const host of [
    'evil.example',
    'evil.example:3000',
    'localhost.evil.example',
    '127.0.0.1.nip.io',
    '192.168.1.5',
    '127.0.0.1:3000@evil',
  ]) {
    it(`row 72: Host ${JSON.stringify(host)} → 403`, async () => {
      const res = await raw(port, '/guide', { host });
      expect(res.status).toBe(403);
      expect(res.body).not.toContain('First version.');
    });
  }
  for (const host of ['localhost', 'localhost:3000', 'docs.localhost', '127.0.0.1', '[::1]:3000', 'LOCALHOST']) {
    it(`row 72: Host ${JSON.stringify(host)} is served`, async () => {
      const res = await raw(port, '/guide', { host });
      expect(res.status).toBe(200);
    });
  }

  it('row 72: a request with no Host header at all is refused', async () => {
    const reply = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.end('GET /guide HTTP/1.0\r\n\r\n'));
      let text = '';
      socket.on('data', (c) => {
        text += c.toString('utf8');
      });
      socket.on('close', () => resolve(text));
    });
    expect(reply).toMatch(/^HTTP\/1\.[01] 403/);
  });
});

describe('bad-inputs row 73: reload channel Origin', () => {
  for (const origin of [
    'http://evil.example',
    'null',
    'http://192.168.1.5',
    `http://localhost:${1}`,
    'https://127.0.0.1',
  ]) {
    it(`row 73: Origin ${origin} is rejected`, async () => {
      const res = await openChannel(port, { origin });
      expect(res.status).toBe(403);
      expect(res.first).not.toContain('event: revision');
    });
  }
  it('row 73: same origin and no Origin (notify-only channel) get the revision', async () => {
    const same = await openChannel(port, { origin: `http://127.0.0.1:${port}` });
    expect(same.status).toBe(200);
    expect(same.first).toContain(`event: revision\ndata: ${s.server.revision()}`);
    const none = await openChannel(port);
    expect(none.status).toBe(200);
  });
  it('row 73: the channel accepts no commands (POST is refused)', async () => {
    const res = await raw(port, '/__docsgen/events', {}, 'POST');
    expect(res.status).toBe(405);
  });
});

describe('bad-inputs row 74: no CORS headers', () => {
  it('row 74: no Access-Control-* header on pages, assets, errors or the channel', async () => {
    const origin = { origin: 'http://evil.example' };
    for (const path of ['/guide', '/guide.md', '/nope', '/%E0%A4%A', '/__docsgen/client.js']) {
      const res = await raw(port, path, origin);
      expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control'))).toEqual([]);
    }
    const preflight = await raw(port, '/guide', { ...origin, 'access-control-request-method': 'GET' }, 'OPTIONS');
    expect(Object.keys(preflight.headers).filter((h) => h.startsWith('access-control'))).toEqual([]);
  });
});

describe('bad-inputs row 75: default bind', () => {
  it('row 75: the server listens on 127.0.0.1 and prints no --host warning', () => {
    expect(s.server.url).toBe(`http://127.0.0.1:${port}/`);
    expect(s.logs.join('\n')).not.toContain('Warning');
  });
  it('row 75: --host prints a warning and allows that host name', async () => {
    const other = await startFake(undefined, { watch: false, host: 'localhost' });
    try {
      expect(other.logs.join('\n')).toContain('Warning: listening on localhost');
      expect(other.server.url).toBe(`http://localhost:${other.server.port}/`);
    } finally {
      await other.stop();
    }
  });
});

describe('bad-inputs row 76: trailing-slash redirects stay on site', () => {
  for (const path of [
    '//evil.com/',
    '/\\evil.com',
    '/%2f%2fevil.com',
    '/%2F%2Fevil.com/',
    '/%5cevil.com/',
    '//evil.com/%2e%2e',
  ]) {
    it(`row 76: ${JSON.stringify(path)} never redirects off-site`, async () => {
      const res = await raw(port, path);
      const location = res.headers.location;
      if (location !== undefined) {
        expect(String(location)).toMatch(/^\/[^/\\]/);
      }
      expect([400, 404]).toContain(res.status);
    });
  }
  it('row 76: /guide/ redirects to /guide on this site', async () => {
    const res = await raw(port, '/guide/');
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe('/guide');
  });
});

describe('bad-inputs row 77: reflected text is escaped', () => {
  it('row 77: the 404 page reflecting /<script>alert(1)</script> escapes it', async () => {
    const bare = await startFake(undefined, { watch: false, fake: { no404: true } });
    try {
      for (const path of [
        '/<script>alert(1)</script>',
        '/%3Cscript%3Ealert(1)%3C/script%3E',
        '/%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E',
      ]) {
        const res = await raw(bare.server.port, path);
        expect(res.status).toBe(404);
        expect(res.body).not.toMatch(/<script>alert|<img/);
        expect(res.body).toContain('&lt;');
      }
    } finally {
      await bare.stop();
    }
  });

  it('row 77: the overlay escapes a diagnostic whose code frame holds HTML', async () => {
    const site = makeSite({ 'guide.mdx': '# Guide\n\n{broken <img src=x onerror=alert(1)> </div>\n' });
    const broken = await startFake(site, { watch: false });
    try {
      const res = await raw(broken.server.port, '/');
      expect(res.body).toContain('id="docsgen-overlay"');
      expect(res.body).toContain('guide.mdx:3:1');
      expect(res.body).toContain('{broken &lt;img src=x onerror=alert(1)&gt; &lt;/div&gt;');
      expect(res.body).not.toContain('<img src=x');
    } finally {
      await broken.stop();
    }
  });
});
