import { RouterProvider } from "react-router";
import { Providers } from "./providers";
import { createStaffRouter } from "./routes";

const router = createStaffRouter();

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
