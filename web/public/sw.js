// Prime Finance's service worker: it only shows Chime's web push reminders and opens the page they
// point to when one is clicked. Nothing is cached here.
self.addEventListener('push', (event) => {
  let data = {};
  try { data = event.data ? event.data.json() : {}; } catch { data = { title: 'Prime Finance', body: event.data ? event.data.text() : '' }; }
  const title = data.title || 'Prime Finance';
  event.waitUntil(self.registration.showNotification(title, {
    body: data.body || '', tag: data.tag || undefined, data: { url: data.url || '/dashboard/bill-reminders' },
  }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/dashboard/bill-reminders', self.location.origin).href;
  event.waitUntil(self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((list) => {
    const open = list.find((c) => c.url === url);
    return open ? open.focus() : self.clients.openWindow(url);
  }));
});
