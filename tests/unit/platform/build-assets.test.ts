import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PagePart } from '../../../client/routes/modules.js';
import { pageChunksFor, readBuildAssets } from '../../../server/web/assets.js';

/** A client build's manifest as Vite writes it: an entry, a page, a part the page imports lazily, chunks they share. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'huquq-assets-'));
  mkdirSync(path.join(dir, '.vite'));
  mkdirSync(path.join(dir, 'builds'));
  const manifest = {
    'client/entry-client.tsx': { file: 'assets/app-1.js', isEntry: true, css: ['assets/app-1.css'], imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-1.js' },
    'client/routes/directory/LawfirmsPage.tsx': {
      file: 'assets/LawfirmsPage-1.js',
      isDynamicEntry: true,
      imports: ['client/entry-client.tsx', '_FirmCard.js'],
      dynamicImports: ['client/components/directory/FirmPanelBody.tsx'],
    },
    '_FirmCard.js': { file: 'assets/FirmCard-1.js', imports: ['_Badge.js'] },
    '_Badge.js': { file: 'assets/Badge-1.js', imports: ['_react.js'] },
    'client/components/directory/FirmPanelBody.tsx': { file: 'assets/FirmPanelBody-1.js', isDynamicEntry: true, imports: ['_Reviews.js', '_Badge.js'] },
    '_Reviews.js': { file: 'assets/Reviews-1.js' },
  };
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'builds', 'latest.json'), JSON.stringify({ id: 'b1', timestamp: 1 }));
  return dir;
}

describe('build assets: what a page preloads', () => {
  const assets = readBuildAssets(fakeBuild());

  test("a page's chunks are its own and every chunk under them, without the entry's", () => {
    expect(assets.preload).toEqual(['/assets/react-1.js']);
    expect(assets.pageChunks['directory/LawfirmsPage']).toEqual(['/assets/LawfirmsPage-1.js', '/assets/FirmCard-1.js', '/assets/Badge-1.js']);
    expect(assets.partChunks['client/components/directory/FirmPanelBody.tsx']).toEqual([
      '/assets/FirmPanelBody-1.js',
      '/assets/Reviews-1.js',
      '/assets/Badge-1.js',
    ]);
  });

  test("a part's chunks join the page's only for an address with its parameter, each file once", () => {
    const parts: PagePart[] = [{ param: 'firm', source: 'client/components/directory/FirmPanelBody.tsx', preload: () => Promise.resolve() }];
    expect(pageChunksFor(assets, 'directory/LawfirmsPage', parts, new URLSearchParams('region=tashkent'))).toEqual(assets.pageChunks['directory/LawfirmsPage']);
    expect(pageChunksFor(assets, 'directory/LawfirmsPage', parts, new URLSearchParams('firm=3'))).toEqual([
      '/assets/LawfirmsPage-1.js',
      '/assets/FirmCard-1.js',
      '/assets/Badge-1.js',
      '/assets/FirmPanelBody-1.js',
      '/assets/Reviews-1.js',
    ]);
    expect(pageChunksFor(assets, 'NoSuchPage', parts, new URLSearchParams('firm=3'))).toEqual([
      '/assets/FirmPanelBody-1.js',
      '/assets/Reviews-1.js',
      '/assets/Badge-1.js',
    ]);
  });
});
