import { useEffect } from 'react'
import { branding } from './branding'

/** Sets the document title to "{page} · {product}", or the product name alone for the home page. */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${branding.productName}` : branding.productName
  }, [page])
}
