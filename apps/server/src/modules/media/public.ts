/** What other modules may use of the media module: the public path of a media file. */
export { mediaUrl } from "./media-url";
