/**
 * The site's media files (spec §3), served as /media/{type}/{file}: the one rule for their names, which the media route
 * reads and every call that takes an image path checks (a campaign's banner), so an image is always a file of this
 * site: no other host (`//x`), no way out of the media folder (`..`, `%2e%2e`, `\`), no scheme, no empty segment.
 */
import { z } from "zod";
import { MEDIA_BASE_PATH } from "./api";

const TYPE = "[a-z0-9-]{1,32}";
/** One dot only, the extension's. */
const FILE = "[a-z0-9][a-z0-9-]{0,63}\\.[a-z0-9]{1,8}";

/** A media folder: `logo`, `item`, … */
export const MEDIA_TYPE_PATTERN = new RegExp(`^${TYPE}$`, "i");
/** A media file in its folder: `{id}.{extension}`. */
export const MEDIA_FILE_PATTERN = new RegExp(`^${FILE}$`, "i");
const MEDIA_PATH_PATTERN = new RegExp(`^${MEDIA_BASE_PATH}/${TYPE}/${FILE}$`, "i");

export const MEDIA_PATH_REFUSAL = `The image must be a file of this site's media: ${MEDIA_BASE_PATH}/{type}/{id}.{extension}`;

/** An image a caller names: a path of this site's media, /media/{type}/{id}.{extension}, and nothing else. */
export const mediaPathSchema = z.string().trim().max(300, MEDIA_PATH_REFUSAL).regex(MEDIA_PATH_PATTERN, MEDIA_PATH_REFUSAL);
