// The smallest interface of android.content.res.Resources that the generated BrandResources
// calls, written from Android's reference. Not Android: a test double overrides each method.
package android.content.res;

/** https://developer.android.com/reference/android/content/res/Resources */
public class Resources {
    /** https://developer.android.com/reference/android/content/res/Resources.Theme */
    public final class Theme {}

    /** https://developer.android.com/reference/android/content/res/Resources#getString(int) */
    public String getString(int id) {
        throw new UnsupportedOperationException();
    }

    /** https://developer.android.com/reference/android/content/res/Resources#getString(int,%20java.lang.Object[]) */
    public String getString(int id, Object... formatArgs) {
        return String.format(getString(id), formatArgs);
    }

    /** https://developer.android.com/reference/android/content/res/Resources#getQuantityString(int,%20int,%20java.lang.Object[]) */
    public String getQuantityString(int id, int quantity, Object... formatArgs) {
        throw new UnsupportedOperationException();
    }

    /** https://developer.android.com/reference/android/content/res/Resources#getColor(int,%20android.content.res.Resources.Theme) */
    public int getColor(int id, Theme theme) {
        throw new UnsupportedOperationException();
    }
}
