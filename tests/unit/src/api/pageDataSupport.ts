/**
 * Writes a data block as server/web.ts does (src/api/pageData.ts reads it): a JSON script element named by id and
 * merchant.
 */
export function writeDataBlock(id: string, text: string, merchant = 'demo'): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = id;
  element.setAttribute('data-merchant', merchant);
  element.textContent = text;
  document.head.append(element);
}
