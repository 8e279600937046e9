/**
 * Google Tag Manager, loaded only when NEXT_PUBLIC_GTM_ID is set (a GTM-… id; anything else
 * renders nothing). The menu click events of lib/tracking/track.ts go to the same
 * window.dataLayer.
 *
 * An inline script of the server's HTML that starts GTM's loader after the page's load event, as
 * next/script's afterInteractive did, so the tag manager never competes with the page's own
 * scripts. Not next/script itself: that client component was in every public page's first-load
 * scripts even when no id is set (the content security policy allows inline scripts:
 * lib/security/headers.mjs). The layouts render it once per document; a client-side navigation
 * keeps the running tag manager.
 */
export function TagManager() {
  const id = process.env.NEXT_PUBLIC_GTM_ID;
  if (!id || !/^GTM-[A-Z0-9]+$/.test(id)) return null;
  const loader = `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');`;
  const afterLoad = `(function(){var start=function(){${loader}};if(document.readyState==='complete')start();else addEventListener('load',start,{once:true});})();`;
  return <script id="gtm" dangerouslySetInnerHTML={{ __html: afterLoad }} />;
}
