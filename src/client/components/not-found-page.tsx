import { useEffect } from 'react';
import { Link } from 'react-router';
import { Home } from 'lucide-react';
import { Button } from './ui/button';
import { PRODUCT_NAME } from '../../shared/constants';
import { useSiteInfo } from '../lib/site-info';

const NOT_FOUND_HEADING = 'Page not found';
/** The 404 page's title under the product's own name (the screen uses the site's name). */
export const NOT_FOUND_TITLE = `${NOT_FOUND_HEADING} · ${PRODUCT_NAME}`;

/** The 404 content, shared by the catch-all route and the route error boundary. */
export function NotFoundContent() {
  const { name } = useSiteInfo();
  useEffect(() => {
    document.title = `${NOT_FOUND_HEADING} · ${name}`;
  }, [name]);

  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <p className="text-5xl font-bold tracking-tight text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{NOT_FOUND_HEADING}</h1>
      <p className="text-muted-foreground">
        The page you are looking for does not exist or has been moved. Check the address, or head back to browse the
        prompts.
      </p>
      <Button asChild className="mt-2">
        <Link to="/">
          <Home aria-hidden="true" />
          Return to Home
        </Link>
      </Button>
    </section>
  );
}

/** docs/product.md#screens-and-routes, route `*`: Page not found, with a Return to Home link. */
export default function NotFoundPage() {
  return <NotFoundContent />;
}
