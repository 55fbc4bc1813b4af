/** What other modules may use of the media module: the public path of a media file, and a file as answers show it. */

export { type MediaKind, type MediaRow, mediaByIds, mediaOfLocations } from "./media-reads";
export { mediaUrl, toMedia } from "./media-url";
