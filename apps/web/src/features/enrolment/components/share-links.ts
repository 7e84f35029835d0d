/** Real share destinations for the success page (the spec leaves them open). */
export function shareLinks(text: string, url: string) {
  const message = `${text} ${url}`;
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(message)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    x: `https://twitter.com/intent/tweet?text=${encodeURIComponent(message)}`,
  };
}
