// The smallest interface of android.content.Context that the generated BrandResources calls,
// written from Android's reference (the page each method follows is named). Not Android:
// the generated Kotlin is compiled against these and run with a test double of Resources.
package android.content;

import android.content.res.Resources;

/** https://developer.android.com/reference/android/content/Context */
public abstract class Context {
    /** https://developer.android.com/reference/android/content/Context#getResources() */
    public abstract Resources getResources();

    /** https://developer.android.com/reference/android/content/Context#getString(int) */
    public final String getString(int resId) {
        return getResources().getString(resId);
    }

    /** https://developer.android.com/reference/android/content/Context#getString(int,%20java.lang.Object[]) */
    public final String getString(int resId, Object... formatArgs) {
        return getResources().getString(resId, formatArgs);
    }

    /** https://developer.android.com/reference/android/content/Context#getColor(int) */
    public final int getColor(int id) {
        return getResources().getColor(id, null);
    }
}
