/** Tests only: a route table rendered in a memory router at a path, and the route chain a path matches. */
import { render } from "@testing-library/react";
import type { ComponentType, ReactNode } from "react";
import { createMemoryRouter, matchRoutes, type RouteObject, RouterProvider } from "react-router";

/** Renders `routes` at `path` inside `Wrapper` (the app's providers); answers the router to follow navigation. */
export function renderRouter(routes: RouteObject[], path: string, Wrapper: ComponentType<{ children: ReactNode }>) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Wrapper>
      <RouterProvider router={router} />
    </Wrapper>,
  );
  return router;
}

/** The matched route chain of a path, e.g. ":merchantType/:merchantSlug > menu/:menuType > exploremenu". */
export function routeChain(routes: RouteObject[], path: string): string | null {
  const matches = matchRoutes(routes, path);
  if (!matches) return null;
  return matches
    .map((m) => m.route.path ?? (m.route.index ? "(index)" : ""))
    .filter(Boolean)
    .join(" > ");
}
