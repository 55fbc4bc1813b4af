/** The fuzz suite's address book: the diner's saved addresses (their ids reach past 404) and well-formed address calls. */

import { savedAddressSchema } from "@forkful/contracts/addresses";
import { API_BASE_PATH } from "@forkful/contracts/api";
import { encodedCall } from "./sign-in-helpers";
import type { TestApp } from "./test-app";

const ADDRESSES = [
  { tag: "Home", addressLine1: "12 Market Street", city: "San Francisco", lat: 37.7936, lng: -122.3958 },
  {
    tag: "Work",
    addressLine1: "221 Mahatma Gandhi Road",
    addressLine2: "3rd floor",
    city: "Bengaluru",
    lat: 12.9745,
    lng: 77.61,
    isDefault: true,
  },
];

export async function addressWorld(t: TestApp, diner: { customerId: string; accessToken: string }) {
  const ids: string[] = [];
  for (const address of ADDRESSES) {
    const saved = await encodedCall(t, "POST", "/addresses", { customerId: diner.customerId, ...address }, { token: diner.accessToken });
    if (saved.status !== 201) throw new Error(`saving the fuzz diner's address failed: ${saved.status} ${JSON.stringify(saved.body)}`);
    ids.push(savedAddressSchema.parse(saved.body).id);
  }
  return {
    ids,
    examples: {
      [`POST ${API_BASE_PATH}/addresses`]: { body: ADDRESSES.map((a) => ({ customerId: diner.customerId, ...a })) },
      [`PUT ${API_BASE_PATH}/addresses/{id}`]: {
        body: [
          { addressLine2: "Apt 4", isDefault: true },
          { lat: 37.79, lng: -122.39 },
        ],
      },
    },
  };
}
