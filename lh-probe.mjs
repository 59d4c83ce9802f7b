import * as cl from 'chrome-launcher';
import lighthouse from 'lighthouse';

const chrome = await cl.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
});
const { lhr } = await lighthouse('http://127.0.0.1:3999/', {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
});
chrome.kill();
const a = lhr.audits;
console.log(
  'perf',
  lhr.categories.performance.score,
  'FCP',
  a['first-contentful-paint'].numericValue,
  'LCP',
  a['largest-contentful-paint'].numericValue,
  'TBT',
  a['total-blocking-time'].numericValue,
  'SI',
  a['speed-index'].numericValue,
  'CLS',
  a['cumulative-layout-shift'].numericValue,
);
for (const id of [
  'largest-contentful-paint-element',
  'lcp-breakdown-insight',
  'lcp-discovery-insight',
  'render-blocking-insight',
  'label-content-name-mismatch',
  'network-dependency-tree-insight',
]) {
  const d = a[id]?.details;
  console.log('==', id, JSON.stringify(d)?.slice(0, 1500));
}
