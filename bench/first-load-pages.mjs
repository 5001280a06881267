// First-load JS of a few pages of a running server, file by file (what a page loads):
//   node bench/first-load-pages.mjs http://127.0.0.1:3120 /nl/ /nl/te-koop/ ...
import { launchBrowser, measureFirstLoad } from './first-load.mjs';

const [origin, ...paths] = process.argv.slice(2);
const browser = await launchBrowser();
try {
  for (const path of paths) {
    const result = await measureFirstLoad(browser, origin + path);
    console.log(`${path}  ${result.gzipKB} KB gzip in ${result.scripts} scripts (status ${result.status})`);
    for (const file of result.files.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${(file.gzip / 1024).toFixed(1).padStart(6)}  ${file.file}${file.lazy ? '  (lazy)' : ''}`);
    }
  }
} finally {
  await browser.close();
}
