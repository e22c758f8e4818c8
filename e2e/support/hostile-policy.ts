/** A store policy that tries every way to run script; the app must show its text and run none of it. */
export const HOSTILE_POLICY_SLUG = 'shipping';

export const HOSTILE_POLICY =
  '<h2>Shipping policy</h2><p>Hi from {{companyName}}</p>' +
  '<script>window.__pwned=1</script>' +
  // alt="" keeps the page's own accessibility check about the app, not about this test's picture.
  '<img src="x" alt="" onerror="window.__pwned=2">' +
  '<a href="javascript:window.__pwned=3">Track your parcel</a>' +
  '<p onmouseover="window.__pwned=4">Hover me</p>' +
  '<iframe src="javascript:parent.__pwned=5"></iframe>';
