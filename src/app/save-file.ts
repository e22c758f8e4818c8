/** Hands a file to the browser to save (a download), under the name given. */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
