import { absolute, jsonLdText, type PageMeta } from '../domain/page-meta.ts';

/**
 * A page's title and the tags that describe it (src/domain/page-meta.ts builds them). React
 * places <title>, <meta> and <link> in the document's <head> wherever they are rendered, and the
 * shop's server moves them there in the pages it renders; the JSON-LD scripts stay where they are
 * (data, never run).
 */
export function PageHead({ meta, siteUrl, siteName }: { meta: PageMeta; siteUrl: string; siteName: string }) {
  const url = meta.path === undefined ? undefined : absolute(siteUrl, meta.path);
  return (
    <>
      <title>{meta.title}</title>
      {meta.description && <meta name="description" content={meta.description} />}
      {meta.noindex && <meta name="robots" content="noindex" />}
      {url && <link rel="canonical" href={url} />}
      {!meta.noindex && (
        <>
          <meta property="og:site_name" content={siteName} />
          <meta property="og:title" content={meta.title} />
          <meta property="og:type" content={meta.type ?? 'website'} />
          <meta property="og:locale" content="en_IN" />
          {url && <meta property="og:url" content={url} />}
          {meta.description && <meta property="og:description" content={meta.description} />}
          {meta.image && <meta property="og:image" content={meta.image} />}
          <meta name="twitter:card" content={meta.image ? 'summary_large_image' : 'summary'} />
        </>
      )}
      {meta.structured?.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
      ))}
    </>
  );
}
