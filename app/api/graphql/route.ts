import { createGraphqlServer } from '@/lib/server/graphql/yoga';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const yoga = createGraphqlServer();
const handler = (request: Request) => yoga.handleRequest(request, {});

export { handler as GET, handler as POST, handler as OPTIONS };
