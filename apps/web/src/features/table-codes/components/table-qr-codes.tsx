import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { TABLE_QR_WORDS } from "@forkful/contracts/table-qr-codes";
import { Button } from "@forkful/ui/button";
import { EmptyState } from "@forkful/ui/empty-state";
import { useState } from "react";
import type { StaffSession } from "../api/staff-sign-in";
import { StaffSignIn } from "./staff-sign-in";
import { TableQrSheet } from "./table-qr-sheet";

export interface TableQrCodesProps {
  restaurant: Pick<RestaurantDetail, "id" | "merchantName" | "branchName">;
}

/**
 * The staff QR sheet (decision 028): nothing until a manager or a host of this restaurant signs in; their token stays
 * in this page's memory only (a reload or Sign out forgets it), never in the diner's storage.
 */
export function TableQrCodes({ restaurant }: TableQrCodesProps) {
  const [session, setSession] = useState<StaffSession | null>(null);
  if (!session) return <StaffSignIn branchName={restaurant.branchName} onSignedIn={setSession} />;
  if (session.staff.locationId !== restaurant.id) {
    return (
      <EmptyState
        title={TABLE_QR_WORDS.otherRestaurant}
        action={
          <Button variant="secondary" onClick={() => setSession(null)}>
            Sign in again
          </Button>
        }
      />
    );
  }
  return (
    <TableQrSheet
      session={session}
      restaurantName={restaurant.merchantName}
      branchName={restaurant.branchName}
      onSignOut={() => setSession(null)}
    />
  );
}
