import v8 from 'node:v8';

setTimeout(() => {
  const mb = (n) => Math.round((n / 1048576) * 10) / 10;
  const m = process.memoryUsage();
  console.error(
    'MEM',
    JSON.stringify({
      rss: mb(m.rss),
      heapTotal: mb(m.heapTotal),
      heapUsed: mb(m.heapUsed),
      external: mb(m.external),
      ab: mb(m.arrayBuffers),
    }),
  );
  for (const s of v8.getHeapSpaceStatistics())
    console.error('SPACE', s.space_name, mb(s.space_size), mb(s.space_used_size), 'phys', mb(s.physical_space_size));
  const h = v8.getHeapCodeStatistics();
  console.error('CODE', JSON.stringify(Object.fromEntries(Object.entries(h).map(([k, v]) => [k, mb(v)]))));
  const st = v8.getHeapStatistics();
  console.error(
    'HEAP',
    'malloced',
    mb(st.malloced_memory),
    'peakmalloc',
    mb(st.peak_malloced_memory),
    'external',
    mb(st.external_memory),
  );
}, 12000).unref();
